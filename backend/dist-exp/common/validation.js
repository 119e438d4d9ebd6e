import { BadRequestException, ValidationPipe } from '@nestjs/common';
function messagesOf(errors) {
    return errors.flatMap((error)=>[
            ...Object.values(error.constraints ?? {}),
            ...messagesOf(error.children ?? [])
        ]);
}
/** Whitelisted, transformed DTOs; the first message becomes `message`, all of them `errors`. */ export function createValidationPipe() {
    return new ValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        validationError: {
            target: false,
            value: false
        },
        exceptionFactory: (errors)=>{
            const messages = messagesOf(errors);
            return new BadRequestException({
                message: messages[0] ?? 'Invalid input',
                errors: messages
            });
        }
    });
}

//# sourceMappingURL=validation.js.map