import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '@/features/auth/components/login-screen'
import { loginSearchSchema } from '@/features/auth/model/login-search'
import { TicketsOnThisPhone } from '@/features/bookings/components/tickets-on-this-phone'
import { busQueries } from '@/features/buses/api/get-buses'
import { busToBookAfterLogin, findBus } from '@/features/buses/model/book-after-login'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/login')({
  staticData: { title: m.common_title_login },
  validateSearch: loginSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  // Book Seat asked for this login: the screen names the bus, from the list (never from the
  // address), without waiting for it.
  const busId = busToBookAfterLogin(Route.useSearch().redirect)
  const buses = useQuery({ ...busQueries.list(), enabled: busId !== undefined }).data
  return (
    <LoginScreen bookingBus={findBus(buses, busId)?.name}>
      <TicketsOnThisPhone />
    </LoginScreen>
  )
}
