import {
  Link as RouterLink,
  type LinkComponent,
  type LinkComponentProps,
} from '@tanstack/react-router'
import { useDataSaver } from '@/hooks/use-data-saver'

/**
 * Every link of the app: TanStack Router's, preloading as the router's `defaultPreload` says (on
 * intent), except while the data saver is on: then nothing is fetched before a tap. The router's
 * links are memoised and read its options only as they render, so each link follows the setting
 * itself, and one on screen when the setting changes follows it at once.
 */
function DataSavingLink(props: LinkComponentProps<'a'>) {
  const dataSaver = useDataSaver()
  return <RouterLink {...props} preload={dataSaver ? false : props.preload} />
}

export const Link = DataSavingLink as LinkComponent<'a'>
