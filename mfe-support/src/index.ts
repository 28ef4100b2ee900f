// The async boundary of the standalone page: shared singletons are negotiated before React runs.
import('./bootstrap');
