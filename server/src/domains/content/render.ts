/**
 * Markdown to safe HTML (issue 26 item 2): markdown-it with raw HTML off (a `<script>` in the
 * Markdown is text), then sanitize-html with an allowlist: headings, paragraphs, lists, emphasis,
 * quotes, code, tables, rules; links only to https or a path of the site; images only from the
 * product's own uploads (/files/images/…). The H5 page shows the result as HTML, the mini-program
 * through rich-text (which ignores links: the text stays).
 */
import type MarkdownItClass from 'markdown-it'
import type sanitizeHtml from 'sanitize-html'
import { CONTENT_IMAGE_PATH } from '@xungen/contracts'

/** the renderer and the sanitiser, made on first use (sanitize-html brings a CSS parser: not loaded by a server that renders nothing) */
let renderer: ((body: string) => string) | null = null

function makeRenderer(): (body: string) => string {
  const MarkdownIt = require('markdown-it') as typeof MarkdownItClass
  const sanitize = require('sanitize-html') as typeof sanitizeHtml
  const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false })

  const options: sanitizeHtml.IOptions = {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 's', 'a', 'img', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href'], img: ['src', 'alt'], ol: ['start'] },
    allowedSchemes: ['https'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // a heading of level 1 (the page has its own title) becomes level 2; h5/h6 become h4
    // a link elsewhere than https or the site's own paths keeps its text and loses its address (an <a> without href)
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (_tag, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? ''
        return /^(https:\/\/|\/(?![/\\]))/.test(href) ? { tagName: 'a', attribs: { href } } : { tagName: 'a', attribs: {} }
      }
    }
  }

  // a picture from anywhere but the uploads is not rendered at all (and the sanitiser allows no
  // scheme in an img src, so an absolute address cannot come through either way)
  const renderImage = markdown.renderer.rules.image!
  markdown.renderer.rules.image = (tokens, idx, opts, env, self) => (CONTENT_IMAGE_PATH.test(String(tokens[idx].attrGet('src') ?? '')) ? String(renderImage(tokens, idx, opts, env, self)) : '')
  return body => sanitize(markdown.render(body), options)
}

export function renderMarkdown(body: string): string {
  renderer ??= makeRenderer()
  return renderer(body)
}
