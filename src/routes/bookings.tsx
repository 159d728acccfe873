import { createFileRoute } from '@tanstack/react-router'
import { BookingsScreen } from '../features/bookings/components/bookings-screen'

export const Route = createFileRoute('/bookings')({
  staticData: { title: 'My Bookings' },
  component: BookingsScreen,
})
