#include "app/gui/battles/decision_dialog.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

std::string percent(double value) {
    char text[16];
    std::snprintf(text, sizeof text, "%.1f%%", value * 100.0);
    return text;
}

wxString titleOf(const core::BattleQuestion& question) {
    if (question.awaiting == "assault") return "Assault?";
    if (question.awaiting == "advance") return "Advance";
    return "Retreat";
}

// "the Whites decide ..." as a sentence.
std::string sentence(std::string text) {
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text + ".";
}

}  // namespace

DecisionDialog::DecisionDialog(wxWindow* parent, const core::BattleQuestion& question)
    : FormDialog(parent, titleOf(question), utf8(sentence(question.text))),
      question_(question) {
    if (question.awaiting == "advance") {
        wxArrayString codes;
        for (const auto& code : question.units) codes.Add(utf8(code));
        units_ = form().add("Units that enter",
                            new wxCheckListBox(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, codes));
        units_->SetName("decision-units");
        for (unsigned i = 0; i < units_->GetCount(); ++i) units_->Check(i);
    }
    wxArrayString labels;
    for (const auto& answer : question.answers) labels.Add(utf8(answer.answer + ": " + answer.reads));
    if (question.awaiting != "advance" && !labels.empty()) {
        answers_ = form().add("Answer", new wxRadioBox(this, wxID_ANY, "", wxDefaultPosition,
                                                       wxDefaultSize, labels, 1, wxRA_SPECIFY_COLS));
        answers_->SetName("decision-answers");
        answers_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { showOdds(answers_->GetSelection()); });
    }
    odds_ = form().add("If so", new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(560, 150),
                                               wxLC_REPORT | wxLC_SINGLE_SEL));
    odds_->SetName("decision-odds");
    odds_->AppendColumn("Answer");
    odds_->AppendColumn("Chance");
    odds_->AppendColumn("Exactly");
    odds_->AppendColumn("The battle ends");
    showOdds(0);
    const bool provisional = std::any_of(question.answers.begin(), question.answers.end(),
                                         [](const auto& answer) { return answer.odds.provisional; });
    if (provisional) {
        form().add("", new wxStaticText(this, wxID_ANY,
                                        "PROVISIONAL: reconstructed charts decide these odds "
                                        "(READINGS.md)"));
    }
    finish("Decide");
}

// The endings under one answer (assault, retreat), or under each (advance: all, none).
void DecisionDialog::showOdds(int answer) {
    odds_->DeleteAllItems();
    long row = 0;
    for (std::size_t i = 0; i < question_.answers.size(); ++i) {
        if (answers_ != nullptr && static_cast<int>(i) != answer) continue;
        const auto& given = question_.answers[i];
        for (const auto& outcome : given.odds.outcomes) {
            odds_->InsertItem(row, utf8(given.answer));
            odds_->SetItem(row, 1, utf8(percent(outcome.probability.value())));
            odds_->SetItem(row, 2, utf8(outcome.probability.text()));
            odds_->SetItem(row, 3, utf8(outcome.text));
            ++row;
        }
    }
    fitColumns(*odds_, 560, 900, 150);
}

bool DecisionDialog::validate() {
    if (units_ != nullptr && question_.oneMust) {
        for (unsigned i = 0; i < units_->GetCount(); ++i) {
            if (units_->IsChecked(i)) return true;
        }
        refuse("At least one attacking combat unit must enter the cleared hex (8.8.3).");
        return false;
    }
    return true;
}

core::BattleDecision DecisionDialog::decision() const {
    core::BattleDecision decision;
    if (units_ != nullptr) {
        decision.advance.emplace();
        for (unsigned i = 0; i < units_->GetCount(); ++i) {
            if (units_->IsChecked(i)) decision.advance->push_back(question_.units[i]);
        }
        return decision;
    }
    const auto chosen = answers_ != nullptr ? answers_->GetSelection() : 0;
    const auto& answer = question_.answers.at(static_cast<std::size_t>(chosen < 0 ? 0 : chosen));
    if (question_.awaiting == "assault") {
        decision.assault = answer.answer == "yes";
    } else {
        decision.retreats.emplace_back(question_.units.front(), answer.answer);
    }
    return decision;
}

}  // namespace tachanka::gui
