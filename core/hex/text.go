package hex

import "fmt"

// MarshalText writes the hex as "q,r", so hexes can key JSON objects.
func (h Hex) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "%d,%d", h.Q, h.R), nil
}

// UnmarshalText reads a hex written by MarshalText.
func (h *Hex) UnmarshalText(b []byte) error {
	if _, err := fmt.Sscanf(string(b), "%d,%d", &h.Q, &h.R); err != nil {
		return fmt.Errorf("hex %q: want \"q,r\": %w", b, err)
	}
	return nil
}
