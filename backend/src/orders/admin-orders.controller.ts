import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { kolkataToday, type AdminOrderDetail, type AdminOrderPage } from '@robo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { StaffNoteDto } from '../audit/dto/staff-note.dto.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles, sessionRole } from '../auth/roles.js';
import { CsvDownloads } from '../audit/csv-downloads.js';
import { CsvExport } from '../common/csv.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminOrdersQueryDto } from './dto/admin-orders-query.dto.js';
import { IdempotencyKey } from '../common/idempotent-requests.js';
import { PaymentReminders } from '../reminders/payment-reminders.js';
import { CancelOrderDto } from './dto/cancel-order.dto.js';
import { FulfilmentMoveDto } from './dto/fulfilment-move.dto.js';
import { OrderCancellationService } from './order-cancellation.service.js';
import { OrderRefundService } from './order-refund.service.js';
import { RefundOrderDto } from './dto/refund-order.dto.js';
import { OrderFulfilmentService } from './order-fulfilment.service.js';
import { OrderNotesService } from './order-notes.service.js';

type StaffActor = Actor & { kind: 'staff' };

/** The orders back office (backend/src/orders/README.md): owner, desk and store staff. */
@Controller('api/admin/orders')
@UseGuards(AdminGuard)
@RequireRoles('desk', 'store')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly fulfilment: OrderFulfilmentService,
    private readonly cancellation: OrderCancellationService,
    private readonly refunds: OrderRefundService,
    private readonly reminders: PaymentReminders,
    private readonly notes: OrderNotesService,
    private readonly downloads: CsvDownloads,
  ) {}

  @Get()
  list(@Query() query: AdminOrdersQueryDto): Promise<AdminOrderPage> {
    return this.orders.list(query);
  }

  @Get('export.csv')
  @CsvExport('orders')
  async export(
    @Query() query: AdminOrdersQueryDto,
    @CurrentStaff() actor: StaffActor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.downloads.send(reply, actor, {
      export: 'orders',
      filters: query,
      filename: `orders-${kolkataToday()}.csv`,
      ...(await this.orders.csv(query)),
    });
  }

  @Get(':orderId')
  detail(@Param('orderId') orderId: string, @Req() request: FastifyRequest): Promise<AdminOrderDetail> {
    return this.orders.detail(orderId, sessionRole(request)!);
  }

  /** The order id as a QR code, for the packing slip (scanned at packing and by the courier desk). */
  @Get(':orderId/qr.svg')
  async qr(@Param('orderId') orderId: string, @Res() reply: FastifyReply): Promise<void> {
    const svg = await this.orders.qrSvg(orderId);
    await reply.header('content-type', 'image/svg+xml').header('cache-control', 'private, max-age=86400').send(svg);
  }

  @Post(':orderId/fulfilment')
  @HttpCode(200)
  move(
    @Param('orderId') orderId: string,
    @Body() body: FulfilmentMoveDto,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminOrderDetail> {
    return this.fulfilment.move(orderId, body, actor);
  }

  /** "Send reminder" for an abandoned order: once per order (backend/src/reminders/README.md). */
  @Post(':orderId/reminder')
  @HttpCode(200)
  async remind(@Param('orderId') orderId: string, @CurrentStaff() actor: StaffActor): Promise<AdminOrderDetail> {
    await this.reminders.remind('order', orderId, actor);
    return this.orders.detail(orderId, actor.role);
  }

  /** A staff note on the order's timeline; a retry with the same Idempotency-Key adds nothing. */
  @Post(':orderId/notes')
  @HttpCode(200)
  addNote(
    @Param('orderId') orderId: string,
    @Body() body: StaffNoteDto,
    @CurrentStaff() actor: StaffActor,
    @IdempotencyKey() key: string,
  ): Promise<AdminOrderDetail> {
    return this.notes.add(orderId, body.text, actor, key);
  }

  /** Cancel, refund and restock (README.md, "Cancel"); a retry with the same Idempotency-Key answers the first answer. */
  @Post(':orderId/cancel')
  @HttpCode(200)
  cancel(
    @Param('orderId') orderId: string,
    @Body() body: CancelOrderDto,
    @CurrentStaff() actor: StaffActor,
    @IdempotencyKey() key: string,
  ): Promise<AdminOrderDetail> {
    return this.cancellation.run(orderId, body, actor, key);
  }

  /** Money back at any fulfilment state, restocking only what is asked (README.md, "Refund"); once per Idempotency-Key. */
  @Post(':orderId/refund')
  @HttpCode(200)
  refund(
    @Param('orderId') orderId: string,
    @Body() body: RefundOrderDto,
    @CurrentStaff() actor: StaffActor,
    @IdempotencyKey() key: string,
  ): Promise<AdminOrderDetail> {
    return this.refunds.run(orderId, body, actor, key);
  }
}
