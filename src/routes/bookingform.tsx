import { createFileRoute } from '@tanstack/react-router'
import { BookingFormScreen } from '@/features/guest-booking/components/booking-form-screen'

export const Route = createFileRoute('/bookingform')({
  staticData: { title: 'Book Your Matatu' },
  component: BookingFormScreen,
})
