import { Transform } from 'class-transformer';
const trimValue = (value)=>typeof value === 'string' ? value.trim() : value;
/** Trims a string property before validation (other types pass through to be refused). */ export const Trim = ()=>Transform(({ value })=>trimValue(value));
/** Trims every string of a list property. */ export const TrimEach = ()=>Transform(({ value })=>Array.isArray(value) ? value.map(trimValue) : value);

//# sourceMappingURL=trim.js.map