import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { kolkataToday, type AdminOrderDetail, type AdminOrderPage } from '@robo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles, sessionRole } from '../auth/roles.js';
import { sendCsv } from '../common/csv.js';
import { AdminOrdersService } from './admin-orders.service.js';
import { AdminOrdersQueryDto } from './dto/admin-orders-query.dto.js';
import { FulfilmentMoveDto } from './dto/fulfilment-move.dto.js';
import { OrderFulfilmentService } from './order-fulfilment.service.js';

/** The orders back office (backend/src/orders/README.md): owner, desk and store staff. */
@Controller('api/admin/orders')
@UseGuards(AdminGuard)
@RequireRoles('desk', 'store')
export class AdminOrdersController {
  constructor(
    private readonly orders: AdminOrdersService,
    private readonly fulfilment: OrderFulfilmentService,
  ) {}

  @Get()
  list(@Query() query: AdminOrdersQueryDto): Promise<AdminOrderPage> {
    return this.orders.list(query);
  }

  @Get('export.csv')
  async export(@Query() query: AdminOrdersQueryDto, @Res() reply: FastifyReply): Promise<void> {
    sendCsv(reply, `orders-${kolkataToday()}.csv`, await this.orders.csv(query));
  }

  @Get(':orderId')
  detail(@Param('orderId') orderId: string, @Req() request: FastifyRequest): Promise<AdminOrderDetail> {
    return this.orders.detail(orderId, sessionRole(request)!);
  }

  @Post(':orderId/fulfilment')
  @HttpCode(200)
  move(@Param('orderId') orderId: string, @Body() body: FulfilmentMoveDto, @Req() request: FastifyRequest): Promise<AdminOrderDetail> {
    return this.fulfilment.move(orderId, body, sessionRole(request)!);
  }
}
