/**
 * `venues` venues of `perVenue` bookings each (names `<prefix>-1`…), 85 % paid, 5 % pending, 10 %
 * expired, in two statements, with the venues' seat counters (`booked_seats`, `held_seats`) set as
 * the app keeps them. Bookings are made over the last `spreadDays` days (all now when 0).
 * Answers the first venue's id and the counts.
 */
export async function seedBookings(client, { venues, perVenue, prefix, spreadDays = 0 }) {
  await client.query(
    `INSERT INTO venues (name, display_name, city, address, date_time, max_seats)
     SELECT $2 || '-' || v, initcap($2) || ' Venue ' || v, 'Pune', 'Hall ' || v, 'Sun, 13 Dec 2026 · 10:00 AM', $3
     FROM generate_series(1, $1) v`,
    [venues, prefix, Math.ceil(perVenue * 1.2)],
  );
  await client.query(
    `INSERT INTO registrations (parent_name, phone_number, email, child_name, grade_group, school_name, venue_id,
                                booking_id, payment_status, holds_seat, hold_expires_at, created_at, paid_at)
     SELECT 'Parent ' || i, '+9197' || lpad(i::text, 8, '0'), 'roster' || i || '@example.com',
            (ARRAY['Asha','Meera','Kiran','Ravi','Priya','Arjun','Divya','Rahul'])[1 + i % 8] || ' Child ' || i,
            (ARRAY['std-1-2', 'std-3-4', 'std-5-9'])[1 + i % 3], 'School ' || (i % 300),
            v.id, 'RL-R' || upper(lpad(to_hex(i), 7, '0')),
            CASE WHEN i % 20 < 17 THEN 'paid' WHEN i % 20 = 17 THEN 'pending' ELSE 'expired' END,
            i % 20 < 18, now() + interval '1 day', at.t, CASE WHEN i % 20 < 17 THEN at.t + interval '2 minutes' END
     FROM generate_series(0, $1 - 1) i
     JOIN venues v ON v.name = $3 || '-' || (1 + i % $2)
     CROSS JOIN LATERAL (SELECT now() - interval '3 minutes' - (i % greatest($4, 1)) * interval '1 day' AS t) at`,
    [venues * perVenue, venues, prefix, spreadDays],
  );
  await client.query(
    `UPDATE venues v SET booked_seats = c.taken, held_seats = c.held
     FROM (SELECT venue_id, count(*) FILTER (WHERE holds_seat)::int AS taken,
                  count(*) FILTER (WHERE holds_seat AND payment_status = 'pending')::int AS held
           FROM registrations GROUP BY venue_id) c
     WHERE c.venue_id = v.id`,
  );
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query(
    `SELECT min(v.id) AS venue, count(*)::int AS bookings, count(*) FILTER (WHERE r.payment_status = 'paid')::int AS paid
     FROM registrations r JOIN venues v ON v.id = r.venue_id WHERE v.name LIKE $1 || '-%'`,
    [prefix],
  );
  return rows[0];
}
