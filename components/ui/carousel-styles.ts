// The styles a carousel's server HTML needs before its code is there, for the server component that renders
// a CarouselOnDemand: a module loaded on demand brings its styles only with its code.
import 'swiper/css';
import 'swiper/css/effect-fade';
import './Carousel.module.css';
