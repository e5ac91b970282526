package server

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The API's own errors are told in the request's language (?lang=), in
// English without it; their codes never change. A request whose language
// is itself what is wrong is told in English.
func TestAPIErrorsAreToldInTheRequestsLanguage(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t: t, base: ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(4)})
	other := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(5)})
	pos := 0
	game := `"` + tok.Game + `"`
	for _, tt := range []struct {
		name, method, path, token string
		body                      any
		status                    int
		code, en, ru              string
	}{
		{"a bad token", "GET", "/api/games/" + tok.Game, other.Host, nil, http.StatusForbidden, "bad_token",
			"this token is no seat of game " + game, "этот токен не открывает ни одного места игры " + game},
		{"no token", "GET", "/api/games/" + tok.Game, "", nil, http.StatusUnauthorized, "no_token",
			"send the seat token as Authorization: Bearer <token>", "отправьте токен места как Authorization: Bearer <токен>"},
		{"nothing to undo", "POST", "/api/games/" + tok.Game + "/undo", tok.Host, UndoRequest{Position: &pos}, http.StatusConflict, "nothing_to_undo",
			"no player has acted yet", "ещё ни один игрок не действовал: отменять нечего"},
		{"a stale position", "POST", "/api/games/" + tok.Game + "/undo", tok.Host, map[string]int{"position": 3}, http.StatusConflict, "stale_position",
			"the undo was chosen at position 3 but the game is at 0: look again", "отмена выбрана на позиции 3, а игра уже на позиции 0: посмотрите снова"},
		{"an unknown image", "GET", "/api/rulesets/skirmish/images/unit_type/nope", "", nil, http.StatusNotFound, "no_image",
			`unit_type "nope" of skirmish names no image`, `у unit_type "nope" в правилах skirmish нет рисунка`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			told := func(query string) apiError {
				status, body := c.do(tt.method, tt.path+query, tt.token, tt.body)
				require.Equal(t, tt.status, status, "%s", body)
				var e apiError
				require.NoError(t, json.Unmarshal(body, &e), "%s", body)
				assert.Equal(t, tt.code, e.Code)
				return e
			}
			assert.Equal(t, tt.en, told("").Message)
			assert.Equal(t, tt.en, told("?lang=en").Message)
			assert.Equal(t, tt.ru, told("?lang=ru").Message)
		})
	}

	t.Run("an unknown game", func(t *testing.T) {
		h := s.api(func(*http.Request, http.ResponseWriter) (any, error) { return nil, errNoGame })
		for query, want := range map[string]string{
			"":         `no game "g-404" on this server`,
			"?lang=ru": `на этом сервере нет игры "g-404"`,
		} {
			r := httptest.NewRequest("GET", "/api/games/g-404"+query, nil)
			r.SetPathValue("id", "g-404")
			w := httptest.NewRecorder()
			h(w, r)
			var e apiError
			require.NoError(t, json.Unmarshal(w.Body.Bytes(), &e), "%s", w.Body)
			assert.Equal(t, http.StatusNotFound, w.Code)
			assert.Equal(t, "no_game", e.Code)
			assert.Equal(t, want, e.Message)
		}
	})

	t.Run("an unknown language is told in English", func(t *testing.T) {
		status, body := c.do("GET", "/api/games/"+tok.Game+"?lang=xx", tok.Host, nil)
		require.Equal(t, http.StatusBadRequest, status, "%s", body)
		var e apiError
		require.NoError(t, json.Unmarshal(body, &e))
		assert.Equal(t, "bad_lang", e.Code)
		assert.Contains(t, e.Message, `lang: the program speaks no language "xx"; it speaks en`)
	})
}
