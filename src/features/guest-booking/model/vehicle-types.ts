export const vehicleTypes = ['shuttle', 'normal'] as const
export type VehicleType = (typeof vehicleTypes)[number]

export const defaultVehicleType: VehicleType = 'shuttle'

/** SPEC.md point 9: the guest booking summary is fixed client-side, from this one table. */
export const vehicleOptions: Record<
  VehicleType,
  { label: string; busName: string; price: number }
> = {
  shuttle: { label: 'Shuttle', busName: 'Transline Shuttle', price: 500 },
  normal: { label: 'Normal Bus', busName: 'Modern Bus', price: 700 },
}

/** SPEC.md point 9: every guest booking gets seat A12. */
export const guestSeat = 'A12'
