import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';

/**
 * Users, sessions and admin access (design §7). Sessions and the Origin check are wired into
 * Fastify by `setupAuthHttp` (app.setup.ts); other modules guard their admin routes with AdminGuard.
 */
@Module({
  controllers: [AuthController, AdminAuthController],
  providers: [AuthService, LocalStrategy],
})
export class AuthModule {}
