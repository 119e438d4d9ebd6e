import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { EDITION_MESSAGES, type AdminEdition } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { AdminEditionsService } from './admin-editions.service.js';
import { CloneEditionDto, EditionDto, EditionStatusDto } from './dto/edition.dto.js';

const EditionId = () => Param('id', new IdParamPipe(EDITION_MESSAGES.notFound));

/** Every signed-in role reads editions (venues, reports and the desk filter by them); only the owner changes them. */
@Controller('api/admin/editions')
@UseGuards(AdminGuard)
export class AdminEditionsController {
  constructor(private readonly editions: AdminEditionsService) {}

  @Get()
  list(): Promise<AdminEdition[]> {
    return this.editions.list();
  }

  @Get(':id')
  get(@EditionId() id: number): Promise<AdminEdition> {
    return this.editions.get(id);
  }

  @Post()
  @RequireRoles('owner')
  create(@CurrentStaff() actor: Actor, @Body() body: EditionDto): Promise<AdminEdition> {
    return this.editions.create(actor, body);
  }

  @Put(':id')
  @RequireRoles('owner')
  update(@CurrentStaff() actor: Actor, @EditionId() id: number, @Body() body: EditionDto): Promise<AdminEdition> {
    return this.editions.update(actor, id, body);
  }

  @Post(':id/clone')
  @RequireRoles('owner')
  clone(@CurrentStaff() actor: Actor, @EditionId() id: number, @Body() body: CloneEditionDto): Promise<AdminEdition> {
    return this.editions.clone(actor, id, body);
  }

  @Post(':id/status')
  @HttpCode(200)
  @RequireRoles('owner')
  setStatus(
    @CurrentStaff() actor: Actor,
    @EditionId() id: number,
    @Body() body: EditionStatusDto,
  ): Promise<AdminEdition> {
    return this.editions.setStatus(actor, id, body.status);
  }
}
