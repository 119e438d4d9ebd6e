import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { httpError } from './http.errors.js';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);
}

/** Whitelisted, transformed DTOs; the first message becomes `message`, all of them `errors`. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const messages = messagesOf(errors);
      return httpError.VALIDATION(messages[0] ?? 'Invalid input', { errors: messages });
    },
  });
}
