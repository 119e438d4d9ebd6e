import { randomInt } from 'node:crypto';
/** No 0/O, 1/I/L: easy to read out over the phone. */ const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 10;
/** Our own order id, e.g. 'ORD-7KQ2M9XH4D': short, readable and unguessable (about 50 bits). */ export function newOrderId() {
    let id = 'ORD-';
    for(let i = 0; i < LENGTH; i += 1)id += ALPHABET[randomInt(ALPHABET.length)];
    return id;
}

//# sourceMappingURL=order-id.js.map