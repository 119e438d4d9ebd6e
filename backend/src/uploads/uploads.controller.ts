import { Body, Controller, Get, Header, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { ProductImages } from './product-images.js';

/**
 * The signed PUT of one product image (judged by its signature, not by a session) and its
 * serving at the same URL without the query string, with the type its bytes show.
 */
@Controller('uploads/products')
export class UploadsController {
  constructor(private readonly images: ProductImages) {}

  @Put(':name')
  async upload(
    @Param('name') name: string,
    @Query() query: { expires?: string; sig?: string },
    @Body() body: unknown,
  ): Promise<{ url: string }> {
    return { url: await this.images.accept(name, query, body) };
  }

  @Get(':name')
  // An object is never replaced, so it can be cached for good.
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  async serve(@Param('name') name: string): Promise<StreamableFile> {
    const image = await this.images.open(name);
    return new StreamableFile(image.stream, { type: image.type, length: image.length });
  }
}
