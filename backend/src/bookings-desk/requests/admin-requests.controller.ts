import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { IsIn, IsOptional } from 'class-validator';
import {
  PARENT_CHANGE_MESSAGES,
  type CancellationRequestItem,
  type CancellationRequestStatus,
  type DeskRegistrationDetail,
} from '@robo/domain';
import type { Actor } from '../../audit/actor.js';
import { CurrentStaff } from '../../audit/actor.decorator.js';
import { AdminGuard } from '../../auth/admin.guard.js';
import { RequireRoles } from '../../auth/roles.js';
import { IdParamPipe } from '../../common/id-param.pipe.js';
import { IdempotencyKey } from '../../common/idempotent-requests.js';
import { DeclineRequestDto } from '../dto/desk-actions.dto.js';
import { CancellationRequests } from './cancellation-requests.js';

const RequestId = () => Param('id', new IdParamPipe(PARENT_CHANGE_MESSAGES.requestNotFound));

class RequestQueryDto {
  @IsOptional()
  @IsIn(['requested', 'approved', 'declined'], { message: 'status must be requested, approved or declined' })
  status?: CancellationRequestStatus;
}

/** The desk's queue of parents' cancellation requests (README.md, "Requests"). */
@Controller('api/admin/requests')
@UseGuards(AdminGuard)
@RequireRoles('desk')
export class AdminRequestsController {
  constructor(private readonly requests: CancellationRequests) {}

  @Get()
  list(@Query() query: RequestQueryDto): Promise<{ items: CancellationRequestItem[]; total: number }> {
    return this.requests.list(query.status);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @RequestId() id: number,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<DeskRegistrationDetail> {
    return this.requests.approve(id, actor, key);
  }

  @Post(':id/decline')
  @HttpCode(200)
  decline(
    @RequestId() id: number,
    @Body() body: DeclineRequestDto,
    @CurrentStaff() actor: Actor,
    @IdempotencyKey() key: string,
  ): Promise<CancellationRequestItem> {
    return this.requests.decline(id, body.reason, actor, key);
  }
}
