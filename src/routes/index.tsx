import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/home/components/home-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/')({
  // The same for every visitor: prerendered.
  staticData: { title: m.common_title_home, prerender: {} },
  component: HomeScreen,
})
