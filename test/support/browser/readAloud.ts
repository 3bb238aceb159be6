import { cdp } from 'vitest/browser'

interface DomNode {
  backendNodeId: number
  attributes?: string[]
  children?: DomNode[]
  contentDocument?: DomNode
  shadowRoots?: DomNode[]
}
interface AxNode {
  nodeId: string
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
  description?: { value: string }
  childIds?: string[]
  backendDOMNodeId?: number
}
interface FrameTree {
  frame: { id: string; url: string }
  childFrames?: FrameTree[]
}

function findNode(node: DomNode, marker: string): DomNode | undefined {
  const attributes = node.attributes ?? []
  for (let i = 0; i < attributes.length; i += 2) {
    if (attributes[i] === 'data-read-aloud' && attributes[i + 1] === marker) return node
  }
  const next = [...(node.children ?? []), ...(node.shadowRoots ?? [])]
  if (node.contentDocument) next.push(node.contentDocument)
  for (const child of next) {
    const found = findNode(child, marker)
    if (found) return found
  }
  return undefined
}

const frameOf = (tree: FrameTree, url: string): string | undefined =>
  tree.frame.url === url
    ? tree.frame.id
    : (tree.childFrames ?? []).map((child) => frameOf(child, url)).find(Boolean)

// Roles read by their name alone, without their content.
const NAMED = new Set(['image', 'img', 'button', 'checkbox', 'textbox'])

/** Chromium's accessibility tree of the page, and the node of `element` in it. */
async function axNodeOf(element: Element): Promise<{ nodes: AxNode[]; start: AxNode | undefined }> {
  const marker = Math.random().toString(36).slice(2)
  element.setAttribute('data-read-aloud', marker)
  const session = cdp()
  const { frameTree } = (await session.send('Page.getFrameTree')) as { frameTree: FrameTree }
  const frameId = frameOf(frameTree, location.href)
  if (!frameId) throw new Error('readAloud: no frame holds this page')
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode
  }
  const target = findNode(root, marker)
  element.removeAttribute('data-read-aloud')
  if (!target) throw new Error('readAloud: the element is not in the page')
  const { nodes } = (await session.send('Accessibility.getFullAXTree', { frameId })) as {
    nodes: AxNode[]
  }
  return { nodes, start: nodes.find((node) => node.backendDOMNodeId === target.backendNodeId) }
}

/** What a screen reader says of `element` alone, from Chromium's tree: its name and description. */
export async function nameAndDescription(element: Element): Promise<[string, string]> {
  const { start } = await axNodeOf(element)
  return [start?.name?.value ?? '', start?.description?.value ?? '']
}

/**
 * What a screen reader reads of `element`, from Chromium's own accessibility tree: its text in
 * order, named images as `[image name]`, buttons as `[button name]`; what is hidden is skipped.
 */
export async function readAloud(element: Element): Promise<string> {
  const { nodes, start } = await axNodeOf(element)
  const byId = new Map(nodes.map((node) => [node.nodeId, node]))
  if (!start) return ''
  const words: string[] = []
  const visit = (node: AxNode) => {
    const role = node.role?.value ?? ''
    const name = node.name?.value ?? ''
    if (!node.ignored && NAMED.has(role)) {
      if (name) words.push(`[${role === 'img' ? 'image' : role} ${name}]`)
      return
    }
    if (!node.ignored && role === 'StaticText') {
      words.push(name)
      return
    }
    for (const id of node.childIds ?? []) {
      const child = byId.get(id)
      if (child) visit(child)
    }
  }
  visit(start)
  return words.join('').replace(/\s+/g, ' ').trim()
}
