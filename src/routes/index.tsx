import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/home/components/home-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/')({
  staticData: { title: m.common_title_home },
  component: HomeScreen,
})
