function _ts_decorate(decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") {
        r = Reflect.decorate(decorators, target, key, desc);
    } else {
        for(var i = decorators.length - 1; i >= 0; i--){
            if (d = decorators[i]) {
                r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
            }
        }
    }
    return c > 3 && r && Object.defineProperty(target, key, r), r;
}
function _ts_metadata(metadataKey, metadataValue) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") {
        return Reflect.metadata(metadataKey, metadataValue);
    }
}
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Catch, HttpException, Logger, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DomainError, DOMAIN_ERROR_STATUS } from './domain-error.js';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
export class ErrorFilter {
    constructor(spaIndexPath){
        this.spaIndexPath = spaIndexPath;
        this.logger = new Logger('Errors');
    }
    async catch(exception, host) {
        const http = host.switchToHttp();
        const reply = http.getResponse();
        const request = http.getRequest();
        if (reply.sent) return;
        if (exception instanceof NotFoundException && this.servesSpa(request)) {
            reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await this.readIndex());
            return;
        }
        const { status, body } = this.toResponse(exception, request);
        reply.status(status).send(body);
    }
    toResponse(exception, request) {
        if (exception instanceof DomainError) {
            const status = DOMAIN_ERROR_STATUS[exception.code];
            return {
                status,
                body: {
                    ...exception.details,
                    statusCode: status,
                    code: exception.code,
                    message: exception.message
                }
            };
        }
        if (exception instanceof HttpException) {
            const status = exception.getStatus();
            const response = exception.getResponse();
            const body = typeof response === 'string' ? {
                message: response
            } : {
                ...response
            };
            if (Array.isArray(body.message)) {
                body.errors = body.message;
                body.message = body.message[0];
            }
            if (status >= 500) this.logger.error(`${request.method} ${request.url}: ${exception.message}`, exception.stack);
            return {
                status,
                body: {
                    ...body,
                    statusCode: status
                }
            };
        }
        if (exception instanceof QueryFailedError && exception.driverError?.code === '23505') {
            return {
                status: 409,
                body: {
                    statusCode: 409,
                    message: 'This record already exists.'
                }
            };
        }
        const err = exception;
        this.logger.error(`${request.method} ${request.url}: ${err?.message}`, err?.stack);
        return {
            status: 500,
            body: {
                statusCode: 500,
                message: GENERIC_MESSAGE
            }
        };
    }
    servesSpa(request) {
        const path = request.url.split('?')[0];
        return request.method === 'GET' && !!this.spaIndexPath && !path.startsWith('/api/') && path !== '/api' && extname(path) === '' && existsSync(this.spaIndexPath);
    }
    readIndex() {
        this.indexHtml ??= readFile(this.spaIndexPath, 'utf8');
        return this.indexHtml;
    }
}
ErrorFilter = _ts_decorate([
    Catch(),
    _ts_metadata("design:type", Function),
    _ts_metadata("design:paramtypes", [
        String
    ])
], ErrorFilter);
export function spaIndexPath(frontendDist) {
    return join(frontendDist, 'index.html');
}

//# sourceMappingURL=error.filter.js.map