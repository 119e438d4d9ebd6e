import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AdminInvoice } from '@robo/domain';
import type { Actor } from '../audit/actor.js';
import { CurrentStaff } from '../audit/actor.decorator.js';
import { CsvDownloads } from '../audit/csv-downloads.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { RequireRoles } from '../auth/roles.js';
import { CsvExport } from '../common/csv.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { INVOICE_NOT_FOUND, InvoiceFiles, type DownloadFile } from './invoice-files.js';

const InvoiceId = () => Param('id', new IdParamPipe(INVOICE_NOT_FOUND));

function download(reply: FastifyReply, file: DownloadFile): Buffer {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');
  return file.body;
}

/** The buyer's invoice download: the link carries its own signature and expiry (thank-you page, e-mail). */
@Controller('api/invoices')
export class InvoicesController {
  constructor(private readonly files: InvoiceFiles) {}

  @Get(':id/pdf')
  async pdf(
    @InvoiceId() id: number,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return download(reply, await this.files.pdfForBuyer(id, { expires, signature }));
  }
}

/** Staff: a booking's or order's documents (desk, store); the month's GSTR-1 export (owner). */
@Controller('api/admin/invoices')
@UseGuards(AdminGuard)
export class AdminInvoicesController {
  constructor(
    private readonly files: InvoiceFiles,
    private readonly downloads: CsvDownloads,
  ) {}

  @Get()
  @RequireRoles('desk', 'store')
  list(@Query('ref') ref: unknown): Promise<AdminInvoice[]> {
    return typeof ref === 'string' && ref ? this.files.listForStaff(ref) : Promise.resolve([]);
  }

  @Get('export')
  @RequireRoles('owner')
  @CsvExport('gstr1')
  async export(
    @Query('month') month: unknown,
    @CurrentStaff() actor: Actor,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.downloads.send(reply, actor, {
      export: 'gstr1',
      filters: { month },
      ...(await this.files.monthCsv(month)),
    });
  }

  @Get(':id/pdf')
  @RequireRoles('desk', 'store')
  async pdf(@InvoiceId() id: number, @Res({ passthrough: true }) reply: FastifyReply) {
    return download(reply, await this.files.pdf(id));
  }
}
