import { createFileRoute } from '@tanstack/react-router'
import { PaymentScreen } from '@/features/guest-booking/components/payment-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/payment')({
  staticData: { title: m.common_title_payment },
  component: PaymentScreen,
})
