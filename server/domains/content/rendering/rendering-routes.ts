import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderFrame, ViewRenderer } from '../../../../common/api/rendering';
import { RENDERING_PREFIX } from '../../../http/rendering-paths';
import { loadViewRenderer } from '../../../http/ssr-bundle';
import { escapeHtml } from '../../../http/web-app';
import type { AppDeps } from '../../../rpc/context';
import { appStylesheetHref } from './app-stylesheet';
import { readerLanguage } from './reader-language';
import { type BlockView, isRowId, readBlockView, readPageView } from './view-content';

/** What a route draws once the bundle is loaded: a status and a document. */
type Drawing = (renderer: ViewRenderer, frame: RenderFrame) => { status: number; html: string };

const NOT_FOUND: Drawing = (renderer, frame) => ({
  status: 404,
  html: renderer.renderNotice({ ...frame, notice: 'notFound' }),
});

/** Draws a block's view. */
const drawBlock = (renderer: ViewRenderer, frame: RenderFrame, block: BlockView) =>
  renderer.renderBlockView({ ...frame, ...block });

const UNBUILT_BUNDLE_PAGE = (brand: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${brand}</title></head>` +
  `<body><main><h1>${brand}</h1><p>The server-rendering bundle has not been built yet: run ` +
  `<code>npm run build</code>, or restart with <code>npm start</code>.</p></main></body></html>`;

/**
 * The rendering helpers of spec §2: read-only views of pages and blocks drawn on the server by the
 * web app's own components (the SSR bundle), with the permission checks of the app's page read.
 * A stranger refused a view gets the sign-in page (401), anyone else the not-found page (404),
 * as `read course getPage` answers them; a malformed id is not found for anyone.
 */
export function registerRenderingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const stylesheetHref = appStylesheetHref(deps.webRoot);

  async function send(request: FastifyRequest, reply: FastifyReply, draw: Drawing): Promise<FastifyReply> {
    reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
    const renderer = await loadViewRenderer(deps.config.SSR_DIST);
    if (!renderer) return reply.status(503).send(UNBUILT_BUNDLE_PAGE(escapeHtml(deps.config.BRAND_NAME)));
    const language = await readerLanguage(db, request.actor);
    const { status, html } = draw(renderer, { language, brand: deps.config.BRAND_NAME, stylesheetHref });
    return reply.status(status).send(html);
  }

  /** Draws `view` with `render`, or the refusal a missing view gets. */
  function viewOrRefusal<View>(
    request: FastifyRequest,
    view: View | undefined,
    render: (renderer: ViewRenderer, frame: RenderFrame, view: View) => string,
  ): Drawing {
    return (renderer, frame) => {
      if (view !== undefined) return { status: 200, html: render(renderer, frame, view) };
      return request.actor.userId === null
        ? { status: 401, html: renderer.renderNotice({ ...frame, notice: 'notSignedIn' }) }
        : NOT_FOUND(renderer, frame);
    };
  }

  app.get(`${RENDERING_PREFIX}ssrtest/`, async (request, reply) => {
    const { food } = request.query as Record<string, unknown>;
    if (![food].flat().includes('potato')) return reply.redirect('/', 302);
    return send(request, reply, (renderer, frame) => ({ status: 200, html: renderer.renderSsrTest(frame) }));
  });

  app.get(`${RENDERING_PREFIX}page/view-content/:pageId/*`, async (request, reply) => {
    const { pageId } = request.params as { pageId: string };
    if (!isRowId(pageId)) return send(request, reply, NOT_FOUND);
    const view = await readPageView(db, request.actor, pageId);
    return send(
      request,
      reply,
      viewOrRefusal(request, view, (renderer, frame, page) => renderer.renderPageView({ ...frame, ...page })),
    );
  });

  app.get(`${RENDERING_PREFIX}widget/view-content/:blockId/*`, async (request, reply) => {
    const { blockId } = request.params as { blockId: string };
    if (!isRowId(blockId)) return send(request, reply, NOT_FOUND);
    const view = await readBlockView(db, request.actor, blockId);
    return send(request, reply, viewOrRefusal(request, view, drawBlock));
  });

  app.get(`${RENDERING_PREFIX}richtext/view-content/:blockId/*`, async (request, reply) => {
    const { blockId } = request.params as { blockId: string };
    if (!isRowId(blockId)) return send(request, reply, NOT_FOUND);
    const view = await readBlockView(db, request.actor, blockId);
    // Only a rich-text block has rich text to show; any other block is not found here.
    const drawing =
      view && view.block.widgetType !== 'rich_text' ? NOT_FOUND : viewOrRefusal(request, view, drawBlock);
    return send(request, reply, drawing);
  });

  // Any other path under the prefix is a view that does not exist.
  app.get(`${RENDERING_PREFIX}*`, async (request, reply) => send(request, reply, NOT_FOUND));
}
