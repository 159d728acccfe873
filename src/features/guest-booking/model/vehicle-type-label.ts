import { m } from '@/paraglide/messages.js'
import type { VehicleType } from './vehicle-types'

const vehicleTypeLabels: Record<VehicleType, () => string> = {
  shuttle: m.guest_vehicle_shuttle,
  normal: m.guest_vehicle_normal,
}

/** A vehicle type's name on the form and the summary ('Shuttle', 'Normal Bus'). */
export function vehicleTypeLabel(type: VehicleType): string {
  return vehicleTypeLabels[type]()
}
