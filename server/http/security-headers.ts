import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { FRAME_ORIGINS } from '../../common/domain/embed-allow-list';
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
        // Video and embed blocks frame only the players and tools of their allow-lists.
        frameSrc: ["'self'", ...FRAME_ORIGINS],
        ...(usesSecureCookies(config) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: usesSecureCookies(config),
    crossOriginEmbedderPolicy: false,
  });
}
