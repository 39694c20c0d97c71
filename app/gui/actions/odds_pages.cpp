// The odds calculator's pages, each built from a page of the core's rule-system registry: the
// core says which inputs a roll takes and counts the odds; a page lays out the controls and
// hands their values back.

#include "app/gui/actions/odds_calculator_dialog.hpp"

namespace tachanka::gui {
namespace {

using core::OddsInput;

class FormOddsPage : public OddsPage {
public:
    FormOddsPage(wxWindow* parent, core::OddsForm page) : OddsPage(parent), page_(std::move(page)) {
        for (const auto& input : page_.inputs) controls_.push_back(control(input));
        for (const auto& list : page_.lists) {
            addOdds(wxString::FromUTF8(list.title), list.share, [this, &list](std::string& note) {
                auto answer = list.compute(values());
                note = std::move(answer.note);
                return answer.odds;
            });
        }
        enableInputs();
        finish();
    }

private:
    wxWindow* control(const OddsInput& input) {
        const auto label = wxString::FromUTF8(input.label);
        switch (input.kind) {
            case OddsInput::Kind::Flag: {
                auto* box = flag(label);
                box->SetValue(input.initial != 0);
                return box;
            }
            case OddsInput::Kind::Choice: {
                auto* choice = form().choice(label, input.choices, input.initial);
                // A choice that leaves inputs aside greys them out, then the page counts again.
                choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent& event) {
                    enableInputs();
                    event.Skip();
                });
                return choice;
            }
            case OddsInput::Kind::Number:
                return form().spin(label, input.minimum, input.maximum, input.initial);
            case OddsInput::Kind::Text:
                return form().text(
                    label, input.choices.empty() ? "" : wxString::FromUTF8(input.choices.front()));
        }
        return nullptr;
    }

    core::OddsValues values() const {
        core::OddsValues values;
        for (std::size_t i = 0; i < page_.inputs.size(); ++i) {
            const auto& key = page_.inputs[i].key;
            if (auto* box = dynamic_cast<wxCheckBox*>(controls_[i])) {
                values.numbers[key] = box->GetValue() ? 1 : 0;
            } else if (auto* choice = dynamic_cast<wxChoice*>(controls_[i])) {
                values.numbers[key] = std::max(choice->GetSelection(), 0);
            } else if (auto* spin = dynamic_cast<wxSpinCtrl*>(controls_[i])) {
                values.numbers[key] = spin->GetValue();
            } else if (auto* text = dynamic_cast<wxTextCtrl*>(controls_[i])) {
                values.texts[key] = enteredText(*text);
            }
        }
        return values;
    }

    void enableInputs() {
        const auto now = values();
        for (std::size_t i = 0; i < page_.inputs.size(); ++i) {
            controls_[i]->Enable(core::counts(page_.inputs[i], now));
        }
    }

    core::OddsForm page_;
    std::vector<wxWindow*> controls_;  // one per input, in the page's order
};

}  // namespace

OddsPage* oddsPage(wxWindow* parent, core::OddsForm page) {
    return new FormOddsPage(parent, std::move(page));
}

}  // namespace tachanka::gui
