export const vehicleTypes = ['shuttle', 'normal'] as const
export type VehicleType = (typeof vehicleTypes)[number]

export const defaultVehicleType: VehicleType = 'shuttle'

/**
 * The guest booking summary is fixed client-side, from this one table (docs/product.md#constants).
 * The bus names are data; each type's name on screen is a message (vehicle-type-label.ts), kept
 * out of here because the API description (scripts/openapi) reads this module.
 */
export const vehicleOptions: Record<VehicleType, { busName: string; price: number }> = {
  shuttle: { busName: 'Transline Shuttle', price: 500 },
  normal: { busName: 'Modern Bus', price: 700 },
}

/** Every guest booking gets seat A12 (docs/product.md#constants). */
export const guestSeat = 'A12'
