type Child = Node | string | null

/** An element with its attributes (in this order) and children: text is set as text, never parsed. */
export function element(tag: string, attributes: Record<string, string>, ...children: Child[]) {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children.filter((child) => child !== null))
  return node
}
