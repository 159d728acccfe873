import { useId } from 'react'
import { formatKes } from '@/lib/money'
import { m } from '@/paraglide/messages.js'
import { vehicleTypeLabel } from '../model/vehicle-type-label'
import { vehicleOptions, vehicleTypes, type VehicleType } from '../model/vehicle-types'

interface VehicleTypeFieldProps {
  value: VehicleType
  onChange: (value: VehicleType) => void
  readOnly?: boolean
}

export function VehicleTypeField({ value, onChange, readOnly = false }: VehicleTypeFieldProps) {
  const id = useId()
  return (
    <fieldset className="vehicle-type">
      <legend>{m.guest_vehicle_type()}</legend>
      <div className="vehicle-type__options">
        {vehicleTypes.map((type) => {
          const option = vehicleOptions[type]
          const detailId = `${id}-${type}-detail`
          return (
            // The detail stays out of the radio's name ('Shuttle') and is read as its description.
            <label key={type} className="vehicle-type__option">
              <input
                type="radio"
                name={`${id}-vehicle-type`}
                value={type}
                checked={value === type}
                aria-describedby={detailId}
                onChange={() => {
                  if (!readOnly) onChange(type)
                }}
              />
              <span className="vehicle-type__label">{vehicleTypeLabel(type)}</span>
              <span id={detailId} className="vehicle-type__detail" aria-hidden="true">
                {option.busName},{' '}
                <span className="vehicle-type__price">{formatKes(option.price)}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
