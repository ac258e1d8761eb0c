import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { VIDEO_EMBED_ORIGINS } from '../../common/domain/video-embed';
import { type Config, usesSecureCookies } from '../config';

/** Security headers, with a CSP that allows the app's own scripts, styles, images and calls. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes; no inline <style> or <script> is served.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Video blocks embed only from the privacy-enhanced players of the allow-list.
        frameSrc: ["'self'", ...VIDEO_EMBED_ORIGINS],
        ...(usesSecureCookies(config) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: usesSecureCookies(config),
    crossOriginEmbedderPolicy: false,
  });
}
