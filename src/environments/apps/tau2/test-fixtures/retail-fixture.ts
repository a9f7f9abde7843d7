import type { RetailDb } from '../retail-data.ts';

const address = (zip: string) => ({
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Springfield',
  country: 'USA',
  state: 'IL',
  zip,
});

/** A small retail database in upstream's shape: two products, two users, four orders. */
export function retailFixture(): RetailDb {
  return {
    products: {
      '100': {
        name: 'Water Bottle',
        product_id: '100',
        variants: {
          '101': { item_id: '101', options: { capacity: '500ml' }, available: true, price: 10 },
          '102': { item_id: '102', options: { capacity: '1000ml' }, available: true, price: 15.5 },
          '103': { item_id: '103', options: { capacity: '750ml' }, available: false, price: 12 },
        },
      },
      '200': {
        name: 'Desk Lamp',
        product_id: '200',
        variants: {
          '201': { item_id: '201', options: { brightness: 'high' }, available: true, price: 20 },
          '202': { item_id: '202', options: { brightness: 'low' }, available: true, price: 25.25 },
        },
      },
    },
    users: {
      mei_kovacs_1: {
        user_id: 'mei_kovacs_1',
        name: { first_name: 'Mei', last_name: 'Kovacs' },
        address: address('28236'),
        email: 'mei.kovacs@example.com',
        payment_methods: {
          gift_card_1: { source: 'gift_card', id: 'gift_card_1', balance: 30 },
          credit_card_1: { source: 'credit_card', id: 'credit_card_1', brand: 'visa', last_four: '1234' },
          paypal_1: { source: 'paypal', id: 'paypal_1' },
        },
        orders: ['#W1', '#W2', '#W3', '#W4'],
      },
      jose_alvarez_2: {
        user_id: 'jose_alvarez_2',
        name: { first_name: 'José', last_name: 'Álvarez' },
        address: address('10001'),
        email: 'jose@example.com',
        payment_methods: { paypal_2: { source: 'paypal', id: 'paypal_2' } },
        orders: [],
      },
    },
    orders: {
      '#W1': {
        order_id: '#W1',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [
          {
            name: 'Water Bottle',
            product_id: '100',
            item_id: '101',
            price: 10,
            options: { capacity: '500ml' },
          },
          {
            name: 'Desk Lamp',
            product_id: '200',
            item_id: '201',
            price: 20,
            options: { brightness: 'high' },
          },
        ],
        status: 'pending',
        fulfillments: [],
        payment_history: [{ transaction_type: 'payment', amount: 30, payment_method_id: 'gift_card_1' }],
      },
      '#W2': {
        order_id: '#W2',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [
          {
            name: 'Water Bottle',
            product_id: '100',
            item_id: '101',
            price: 10,
            options: { capacity: '500ml' },
          },
          {
            name: 'Water Bottle',
            product_id: '100',
            item_id: '101',
            price: 10,
            options: { capacity: '500ml' },
          },
          {
            name: 'Desk Lamp',
            product_id: '200',
            item_id: '201',
            price: 20,
            options: { brightness: 'high' },
          },
        ],
        status: 'delivered',
        fulfillments: [{ tracking_id: ['555'], item_ids: ['101', '101', '201'] }],
        payment_history: [{ transaction_type: 'payment', amount: 40, payment_method_id: 'credit_card_1' }],
      },
      '#W3': {
        order_id: '#W3',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [
          {
            name: 'Desk Lamp',
            product_id: '200',
            item_id: '202',
            price: 25.25,
            options: { brightness: 'low' },
          },
        ],
        status: 'processed',
        fulfillments: [],
        payment_history: [{ transaction_type: 'payment', amount: 25.25, payment_method_id: 'paypal_1' }],
      },
      '#W4': {
        order_id: '#W4',
        user_id: 'mei_kovacs_1',
        address: address('28236'),
        items: [
          {
            name: 'Water Bottle',
            product_id: '100',
            item_id: '102',
            price: 15.5,
            options: { capacity: '1000ml' },
          },
        ],
        status: 'pending',
        fulfillments: [],
        payment_history: [
          { transaction_type: 'payment', amount: 10, payment_method_id: 'paypal_1' },
          { transaction_type: 'payment', amount: 5.5, payment_method_id: 'gift_card_1' },
        ],
      },
    },
  };
}
