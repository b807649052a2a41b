import { AboutSection } from '../components/about-section';
import { FaqSection } from '../components/faq-section';
import { HeroSection } from '../components/hero-section';
import { NewsletterSection } from '../components/newsletter-section';
import { ServicesSection } from '../components/services-section';
import { TrustSection } from '../components/trust-section';

/** Landing page `/`; header and footer come from the public layout. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <AboutSection />
      <TrustSection />
      <FaqSection />
      <NewsletterSection />
    </>
  );
}
