import { randomInt } from 'node:crypto';
/** No 0/O, 1/I/L: easy to read aloud and to type from a screenshot. */ const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
/** 'RL-' + 8 characters from a CSPRNG: about 2^39.6 possibilities, so ids cannot be guessed. */ export function newBookingId() {
    let id = 'RL-';
    for(let i = 0; i < LENGTH; i++)id += ALPHABET[randomInt(ALPHABET.length)];
    return id;
}

//# sourceMappingURL=booking-id.js.map