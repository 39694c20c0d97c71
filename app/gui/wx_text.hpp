#pragma once
// The core and the model speak UTF-8 std::string; wxString must be told so, or Orël and
// Кутепов come out garbled.

#include <wx/string.h>

#include <string>

namespace tachanka::gui {

inline wxString utf8(const std::string& text) { return wxString::FromUTF8(text); }

}  // namespace tachanka::gui
