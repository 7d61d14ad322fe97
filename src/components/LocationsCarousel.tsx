'use client'

import { Children, createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { carouselControls, showsSwipeHint } from '@/domain/locationCarousel'
import { BREAKPOINTS } from '@/domain/searchLimits'
import styles from './LocationsCarousel.module.css'

type CarouselState = { previous: () => void; next: () => void; previousDisabled: boolean; nextDisabled: boolean }

const CarouselContext = createContext<CarouselState | null>(null)

/** Spec (content) §8: a carousel control used outside a carousel raises an error. */
export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext)
  if (!state) throw new Error('useCarousel must be used within a <LocationsCarousel />')
  return state
}

function CarouselButton({ direction, label }: { direction: 'previous' | 'next'; label: string }) {
  const carousel = useCarousel()
  const disabled = direction === 'previous' ? carousel.previousDisabled : carousel.nextDisabled
  return (
    <button
      type="button"
      className={styles.control}
      aria-label={label}
      disabled={disabled}
      onClick={direction === 'previous' ? carousel.previous : carousel.next}
    >
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </button>
  )
}

/**
 * 'Our Locations' carousel: previous and next are disabled at the ends; the Swipe hint hides on large screens once
 * there are more than 3 locations (content spec §4, §9).
 */
export function LocationsCarousel({
  title,
  children,
  labels,
}: {
  title: string
  children: ReactNode
  labels: { previous: string; next: string; swipe: string }
}) {
  const track = useRef<HTMLDivElement>(null)
  const count = Children.count(children)
  const [state, setState] = useState({ first: 0, visible: 1, large: false, measured: false })

  const measure = useCallback(() => {
    const el = track.current
    if (!el || !el.firstElementChild) return
    const slide = (el.firstElementChild as HTMLElement).getBoundingClientRect().width + 16
    const first = Math.round(el.scrollLeft / slide)
    const visible = Math.max(1, Math.round((el.clientWidth + 16) / slide))
    setState({
      first,
      visible,
      large: window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches,
      measured: true,
    })
  }, [])

  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])

  const scrollBy = (direction: 1 | -1) => {
    const el = track.current
    if (!el || !el.firstElementChild) return
    const slide = (el.firstElementChild as HTMLElement).getBoundingClientRect().width + 16
    el.scrollBy({ left: direction * slide, behavior: 'smooth' })
  }

  const controls = carouselControls(state.first, count, state.visible)
  const value: CarouselState = { previous: () => scrollBy(-1), next: () => scrollBy(1), ...controls }
  return (
    <CarouselContext.Provider value={value}>
      <section className={styles.carousel} aria-roledescription="carousel" aria-label={title}>
        <div className={styles.head}>
          <h2>{title}</h2>
          <div className={styles.controls}>
            <CarouselButton direction="previous" label={labels.previous} />
            <CarouselButton direction="next" label={labels.next} />
          </div>
        </div>
        <div ref={track} className={styles.track} onScroll={measure} tabIndex={0} aria-label={title}>
          {Children.map(children, (child, index) => (
            <div
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
            >
              {child}
            </div>
          ))}
        </div>
        {/* Until measured the hint keeps its place unseen (no layout shift either way). */}
        <p
          className={styles.hint}
          data-shown={
            state.measured && showsSwipeHint(count, state.large, !(controls.previousDisabled && controls.nextDisabled))
          }
          data-testid="swipe-hint"
        >
          <span aria-hidden="true">⇆</span> {labels.swipe}
        </p>
      </section>
    </CarouselContext.Provider>
  )
}
