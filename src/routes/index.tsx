import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '@/features/home/components/home-screen'

export const Route = createFileRoute('/')({
  staticData: { title: 'Book bus and shuttle seats' },
  component: HomeScreen,
})
