/** A product as the store's catalogue file shows it (SPEC 3); prices stay in whole rupees. */ export function toCatalogProduct(product) {
    return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        description: product.summary,
        category: product.category,
        price: product.price,
        originalPrice: product.mrp,
        sku: product.sku,
        brand: product.brand,
        inventory: product.inventory,
        thumbnail: product.thumbnail ?? product.images[0] ?? '',
        images: product.images,
        features: product.features,
        specifications: product.specifications,
        tags: product.tags,
        whatsapp_help_text: product.whatsappHelpText ?? ''
    };
}
export function buildCatalogFile(activeProducts, lastUpdated) {
    return {
        products: activeProducts.map(toCatalogProduct),
        lastUpdated: lastUpdated.toISOString()
    };
}

//# sourceMappingURL=catalog-file.js.map