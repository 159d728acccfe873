import { createFileRoute } from '@tanstack/react-router'
import { PaymentScreen } from '@/features/guest-booking/components/payment-screen'

export const Route = createFileRoute('/payment')({
  staticData: { title: 'Payment' },
  component: PaymentScreen,
})
