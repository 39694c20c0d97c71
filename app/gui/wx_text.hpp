#pragma once
// The core and the model speak UTF-8 std::string; wxString must be told so, or Orël and
// Кутепов come out garbled. (A narrow literal with "…" or "·" is read in the C locale under
// Xvfb and comes out empty: such labels go through utf8() too.)

#include <wx/datetime.h>
#include <wx/string.h>

#include <locale>
#include <stdexcept>
#include <string>

#include "model/game_date.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::gui {

// Text from a campaign file anyone may have edited is shown as stored: a NUL, an escape code
// or a byte that is not UTF-8 appears as \x00, \x1b, \xff, where wxString would cut the text
// there or come out empty.
inline wxString utf8(const std::string& text) {
    return wxString::FromUTF8(model::displayable(text));
}

// Text shown inside markup, a label's (Pango) or an HTML list's: its &, < and > as entities, so
// "Bullets & Bolsheviks" or "<2 hexes" reads as typed.
inline wxString escapedMarkup(wxString text) {
    text.Replace("&", "&amp;");
    text.Replace("<", "&lt;");
    text.Replace(">", "&gt;");
    return text;
}

// Lower case for a search box, whatever locale the program runs in: Xvfb's C locale lowers
// only ASCII, and "кутепов" must find Кутепов, "ORËL" Orël.
inline wxString searchable(const wxString& text) {
    static const std::locale unicode = [] {
        for (const char* name : {"C.UTF-8", "en_US.UTF-8", ""}) {
            try {
                return std::locale(name);
            } catch (const std::runtime_error&) {
                // not installed here: try the next
            }
        }
        return std::locale::classic();
    }();
    std::wstring wide = text.ToStdWstring();
    std::use_facet<std::ctype<wchar_t>>(unicode).tolower(wide.data(), wide.data() + wide.size());
    return wxString(wide);
}

// "18 Oct": a day of the campaign where the year goes without saying (charts, the ledger).
inline wxString shortDate(const model::GameDate& date) {
    return wxString::Format("%d ", date.day) +
           wxDateTime::GetEnglishMonthName(static_cast<wxDateTime::Month>(date.month - 1),
                                           wxDateTime::Name_Abbr);
}

}  // namespace tachanka::gui
