export const vehicleTypes = ['shuttle', 'normal'] as const
export type VehicleType = (typeof vehicleTypes)[number]

export const defaultVehicleType: VehicleType = 'shuttle'

/** The guest booking summary is fixed client-side, from this one table (docs/product.md#constants). */
export const vehicleOptions: Record<
  VehicleType,
  { label: string; busName: string; price: number }
> = {
  shuttle: { label: 'Shuttle', busName: 'Transline Shuttle', price: 500 },
  normal: { label: 'Normal Bus', busName: 'Modern Bus', price: 700 },
}

/** Every guest booking gets seat A12 (docs/product.md#constants). */
export const guestSeat = 'A12'
