/** Where product images go: a short-lived URL the browser PUTs one new image to (SPEC 7). */ export class UploadStorage {
}
export const PRODUCT_IMAGES_PREFIX = 'products';

//# sourceMappingURL=upload-storage.js.map