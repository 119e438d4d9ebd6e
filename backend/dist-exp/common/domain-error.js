/** Expected business failures, each mapped to one HTTP status by the error filter. */ export const DOMAIN_ERROR_STATUS = {
    INVALID: 400,
    UNAUTHORIZED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    PAYLOAD_TOO_LARGE: 413,
    GATEWAY_UNAVAILABLE: 502
};
export class DomainError extends Error {
    constructor(code, message, /** Extra fields the client may use (e.g. the current price after a 409). */ details = {}){
        super(message), this.code = code, this.details = details;
        this.name = 'DomainError';
    }
}
export const notFound = (message)=>new DomainError('NOT_FOUND', message);
export const conflict = (message, details)=>new DomainError('CONFLICT', message, details);
export const invalid = (message)=>new DomainError('INVALID', message);

//# sourceMappingURL=domain-error.js.map