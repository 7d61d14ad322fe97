'use client'

import { useEffect } from 'react'
import { recordVisit } from './visits'

/** Put once in a layout (or on any page) to keep the visit trail that leads carry as visited_pages. */
export function PageVisitRecorder() {
  useEffect(() => recordVisit())
  return null
}
