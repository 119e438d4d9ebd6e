import { formatPaise } from '@robo/domain';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const ORDER_NOT_FOUND = 'Order not found';
export function notEnoughStock(available) {
    return available > 0 ? `Only ${available} left in stock. Please choose a smaller quantity.` : 'Sorry, this product is out of stock.';
}
/** The WhatsApp order confirmation, built from the stored order only. */ export function orderConfirmationText(order) {
    const name = order.customerName ? ` ${order.customerName}` : '';
    return [
        `Hi${name}! Your RoboLeague order ${order.orderId} is confirmed.`,
        `${order.quantity} x ${order.productName} (SKU ${order.productSku})`,
        `Amount paid: ${formatPaise(order.totalAmount)}`,
        'We process orders within 1-2 business days and e-mail you the tracking details once it ships.'
    ].join('\n');
}

//# sourceMappingURL=orders.messages.js.map