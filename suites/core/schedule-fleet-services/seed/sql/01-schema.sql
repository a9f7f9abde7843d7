-- Fleet of Hafenkante Kurier GmbH (Saxony depots): vehicles, telematics odometer readings, service history.
CREATE TABLE vehicle_models (
  model text PRIMARY KEY,
  service_interval_km integer NOT NULL,
  service_interval_months integer NOT NULL
);

CREATE TABLE vehicles (
  plate text PRIMARY KEY,
  model text NOT NULL REFERENCES vehicle_models (model),
  depot text NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'sold')),
  in_fleet_since date NOT NULL
);

CREATE TABLE odometer_readings (
  id serial PRIMARY KEY,
  plate text NOT NULL REFERENCES vehicles (plate),
  read_on date NOT NULL,
  odometer_km integer NOT NULL,
  quality text NOT NULL CHECK (quality IN ('ok', 'suspect'))
);
COMMENT ON COLUMN odometer_readings.quality IS 'suspect: the telematics box flagged the value as implausible';

CREATE TABLE service_history (
  id serial PRIMARY KEY,
  plate text NOT NULL REFERENCES vehicles (plate),
  serviced_on date NOT NULL,
  odometer_km integer NOT NULL,
  kind text NOT NULL,
  workshop text NOT NULL
);
