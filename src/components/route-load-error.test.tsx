import { act, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { setMockScenario } from '../../mocks/node'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

const waitingText = 'You are offline. This page will load when you are back online.'

const screens = [
  ['/bookings', 'bookings', 'Failed to fetch bookings', 'Lake Shuttle'],
  ['/profile', 'profile', 'Failed to load profile: 500 Internal Server Error', 'brian'],
  ['/ticket/1', 'bookings', 'Failed to fetch bookings', 'Show this ticket when you board.'],
] as const

describe("a screen's load error", () => {
  it.each(
    (['fail', 'offline', 'invalidJson'] as const).flatMap((kind) => [
      ['/buses', kind, 'buses', 'Failed to load buses', 5] as const,
      ['/bookings', kind, 'bookings', 'Failed to fetch bookings', 1] as const,
    ]),
  )(
    '%s on %s: its text, no list and never the empty text; its retry loads the page',
    async (path, kind, call, errorText, cards) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      signIn()
      setMockScenario({ [kind]: [call] })
      const { user } = renderRoute(path)
      expect(await screen.findByText(errorText)).toBeInTheDocument()
      expect(screen.queryByRole('list', { name: /^(Buses|Bookings)$/ })).toBeNull()
      expect(screen.queryByText(/^(No buses are scheduled|You have no bookings yet)/)).toBeNull()
      setMockScenario({ [kind]: [] })
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findAllByRole('article')).toHaveLength(cards)
    },
  )

  // Offline the loader does not wait: the error comes from the screen's own query instead.
  it.each(screens)(
    '%s: a load that fails once back online shows the error, and its retry loads the page',
    async (path, call, errorText, shown) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      signIn()
      onlineManager.setOnline(false)
      const { user } = renderRoute(path)
      expect(await screen.findByText(waitingText)).toBeInTheDocument()

      setMockScenario({ fail: [call] })
      act(() => onlineManager.setOnline(true))
      expect(await screen.findByText(errorText)).toBeInTheDocument()

      setMockScenario({ fail: [] })
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText(shown)).toBeInTheDocument()
      expect(screen.queryByText(errorText)).not.toBeInTheDocument()
    },
  )

  // Offline the loader fetches nothing: the screen's query, reset by the error component, does.
  it.each(screens)(
    '%s: a retry while offline waits for the connection, then loads the page',
    async (path, call, errorText, shown) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      signIn()
      setMockScenario({ fail: [call] })
      const { user } = renderRoute(path)
      expect(await screen.findByText(errorText)).toBeInTheDocument()

      setMockScenario({ fail: [] })
      act(() => onlineManager.setOnline(false))
      await user.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText(waitingText)).toBeInTheDocument()
      // React keeps the error hidden in the page while the screen waits.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()

      act(() => onlineManager.setOnline(true))
      expect(await screen.findByText(shown)).toBeInTheDocument()
    },
  )
})
