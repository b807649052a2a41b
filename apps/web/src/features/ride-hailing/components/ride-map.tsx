import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { LAGOS_CENTRE } from '../model/places';

/** The tiles: VITE_MAP_TILE_URL, else OpenStreetMap's (whose usage policy suits a small site; a busy one sets its own). */
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export type MapPinKind = 'pickup' | 'destination' | 'rider';
export interface MapPin {
  kind: MapPinKind;
  lat: number;
  lng: number;
  label: string;
}

const COLOURS: Record<MapPinKind, string> = { pickup: '#2f855a', destination: '#c53030', rider: '#2b6cb0' };

export interface RideMapProps {
  pins: MapPin[];
  /** A tap on the map: the point tapped (leave out for a map that only shows). */
  onPick?: (p: { lat: number; lng: number }) => void;
}

/** Frames the pickup and destination (and the rider when first seen); a moving rider does not re-frame what the user panned. */
function Framing({ pins }: { pins: MapPin[] }) {
  const map = useMap();
  const fixed = pins.filter((p) => p.kind !== 'rider');
  const framed = fixed.length ? fixed : pins;
  const key = framed.map((p) => `${p.kind}:${p.lat},${p.lng}`).join('|') + (pins.some((p) => p.kind === 'rider') ? '|rider' : '');
  useEffect(() => {
    const points = pins.map((p) => [p.lat, p.lng] as [number, number]);
    if (points.length === 1) map.setView(points[0]!, 15);
    else if (points.length > 1) map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 16 });
    // Only when the framed pins change, not on every rider move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, map]);
  return null;
}

function TapToPick({ onPick }: { onPick: (p: { lat: number; lng: number }) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/**
 * The ride's map (Leaflet, loaded in its own chunk): pickup (green), destination (red) and the rider (blue) as
 * vector circles (no marker images to fetch), tiles from VITE_MAP_TILE_URL. Without tiles (no internet) the circles
 * and taps still work; every step also has buttons and coordinates outside the map.
 */
export default function RideMap({ pins, onPick }: RideMapProps) {
  return (
    <MapContainer center={[LAGOS_CENTRE.lat, LAGOS_CENTRE.lng]} zoom={12} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
      <TileLayer url={TILE_URL} attribution={ATTRIBUTION} />
      {pins.map((p) => (
        <CircleMarker
          key={p.kind}
          center={[p.lat, p.lng]}
          radius={p.kind === 'rider' ? 10 : 8}
          pathOptions={{ color: '#fff', weight: 2, fillColor: COLOURS[p.kind], fillOpacity: 1, className: `ride-map-${p.kind}` }}
        >
          <Tooltip direction="top" offset={[0, -8]} permanent={p.kind === 'rider'}>
            {p.label}
          </Tooltip>
        </CircleMarker>
      ))}
      <Framing pins={pins} />
      {onPick && <TapToPick onPick={onPick} />}
    </MapContainer>
  );
}
